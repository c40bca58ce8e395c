#!/usr/bin/perl
# Harvests an OAI-PMH base URL with Debian's HTTP::OAI (libhttp-oai-perl), a client no one in this
# project wrote: Identify, ListRecords in oai_dc and marc21 following every resumption token, and
# GetRecord of the first record (in SET, when one is given). Prints tab-separated facts for the test to check; dies on any
# protocol or HTTP error.
use strict;
use warnings;
use HTTP::OAI;
use HTTP::OAI::Metadata::OAI_DC;

my $base = shift or die "usage: oai-harvest.pl BASE_URL [SET]\n";
my $set = shift;
my $h = HTTP::OAI::Harvester->new(baseURL => $base, resume => 1);

my $id = $h->Identify;
die "Identify: " . $id->message . "\n" if $id->is_error;
print "repositoryName\t", $id->repositoryName, "\n";
print "protocolVersion\t", $id->protocolVersion, "\n";

my $first;
for my $prefix (qw(oai_dc marc21)) {
  my ($n, $deleted, $titled) = (0, 0, 0);
  my %seen;
  my $r = $h->ListRecords(
    metadataPrefix => $prefix,
    (defined $set ? (set => $set) : ()),
    ($prefix eq 'oai_dc' ? (handlers => { metadata => 'HTTP::OAI::Metadata::OAI_DC' }) : ()),
    onRecord => sub {
      my $rec = shift;
      $n++;
      $seen{ $rec->identifier }++;
      $first //= $rec->identifier;
      if ($rec->is_deleted) { $deleted++; return; }
      $titled++ if $prefix eq 'oai_dc' && @{ $rec->metadata->dc->{title} || [] };
    },
  );
  die "ListRecords $prefix: " . $r->message . "\n" if $r->is_error;
  print "ListRecords\t$prefix\t$n\t", scalar(keys %seen), "\t$deleted\t$titled\n";
}

my $g = $h->GetRecord(identifier => $first, metadataPrefix => 'oai_dc', handlers => { metadata => 'HTTP::OAI::Metadata::OAI_DC' });
die "GetRecord: " . $g->message . "\n" if $g->is_error;
my $rec = $g->next;
print "GetRecord\t", $rec->identifier, "\t", ($rec->metadata->dc->{title} || [''])->[0], "\n";
