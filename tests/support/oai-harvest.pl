#!/usr/bin/perl
# Harvests an OAI-PMH base URL with Debian's HTTP::OAI (libhttp-oai-perl), a client no one in this
# project wrote: Identify, ListRecords in one metadata format following every resumption token, and
# GetRecord of the first record harvested. Every response the client reads is written, as it came,
# to OUT_DIR (one file each) for the test to validate against the schemas. Prints tab-separated
# facts for the test to check; dies on any protocol or HTTP error.
#
# usage: oai-harvest.pl BASE_URL PREFIX OUT_DIR
use strict;
use warnings;
use HTTP::OAI;
use HTTP::OAI::Metadata::OAI_DC;

# HTTP::OAI 4.12's trace filter (HTTP::OAI::SAX::Trace) sits between the parser and the client and
# passes every SAX event on through AUTOLOAD, serialising the event with Data::Dumper for the debug
# log first, whether or not "sax" debugging is on: two thirds of the client's CPU on a large page.
# The three events a document is made of are passed on directly here; everything the client does
# with them is its own. (Debug tracing from this script is therefore off, as it is by default.)
for my $event (qw(start_element end_element characters)) {
  no strict 'refs';
  no warnings 'redefine';
  *{"HTTP::OAI::SAX::Trace::$event"} = sub { shift->{Handler}->$event(@_) };
}

# MARC 21 metadata through HTTP::OAI's handler interface (what HTTP::OAI::Metadata::OAI_DC is for
# Dublin Core): keeps 245 $a instead of building a DOM of every record, which the test never reads.
package MarcTitle;
our @ISA = qw(XML::SAX::Base);
sub new { bless { title => undef }, shift }
sub start_element {
  my ($self, $e) = @_;
  my $name = $e->{LocalName};
  if ($name eq 'datafield') {
    $self->{in245} = ($e->{Attributes}{'{}tag'}{Value} // '') eq '245';
  } elsif ($name eq 'subfield' && $self->{in245}) {
    $self->{a} = ($e->{Attributes}{'{}code'}{Value} // '') eq 'a';
  }
}
sub end_element {
  my ($self, $e) = @_;
  # HTTP::OAI::SAX::Text puts a leaf element's text in Text.
  if ($e->{LocalName} eq 'subfield' && $self->{in245} && $self->{a}) {
    $self->{title} //= $e->{Text};
    $self->{a} = 0;
  }
}
sub characters { }
sub title { shift->{title} }

package main;

my ($base, $prefix, $out) = @ARGV;
die "usage: oai-harvest.pl BASE_URL PREFIX OUT_DIR\n" unless $base && $prefix && $out && -d $out;
binmode(STDOUT, ':encoding(UTF-8)');
my $h = HTTP::OAI::Harvester->new(baseURL => $base, resume => 1);

# Each response's bytes as they arrive (LWP's own hook; HTTP::OAI parses them at the same time).
my ($responses, $current) = (0, undef);
$h->add_handler(response_header => sub {
  open($current, '>:raw', sprintf('%s/%s-%03d.xml', $out, $prefix, ++$responses)) or die "$out: $!\n";
  return;
});
$h->add_handler(response_data => sub { print {$current} $_[3]; return 1 });
$h->add_handler(response_done => sub { close($current) if $current; undef $current; return });

my $id = $h->Identify;
die "Identify: " . $id->message . "\n" if $id->is_error;
print "repositoryName\t", $id->repositoryName, "\n";
print "protocolVersion\t", $id->protocolVersion, "\n";

my ($n, $deleted, $titled, $first) = (0, 0, 0, undef);
my %seen;
my $before = $responses;
my $r = $h->ListRecords(
  metadataPrefix => $prefix,
  handlers => { metadata => $prefix eq 'oai_dc' ? 'HTTP::OAI::Metadata::OAI_DC' : 'MarcTitle' },
  onRecord => sub {
    my $rec = shift;
    $n++;
    $seen{ $rec->identifier }++;
    $first //= $rec->identifier;
    if ($rec->is_deleted) { $deleted++; return; }
    my $title = $prefix eq 'oai_dc' ? ($rec->metadata->dc->{title} || [])->[0] : $rec->metadata->title;
    $titled++ if defined $title && length $title;
  },
);
die "ListRecords $prefix: " . $r->message . "\n" if $r->is_error;
# records, distinct identifiers, deleted, with a title, pages (requests: the first and one per token)
print "ListRecords\t$prefix\t$n\t", scalar(keys %seen), "\t$deleted\t$titled\t", $responses - $before, "\n";

my $g = $h->GetRecord(
  identifier => $first,
  metadataPrefix => $prefix,
  handlers => { metadata => $prefix eq 'oai_dc' ? 'HTTP::OAI::Metadata::OAI_DC' : 'MarcTitle' },
);
die "GetRecord: " . $g->message . "\n" if $g->is_error;
my $rec = $g->next;
my $title = $prefix eq 'oai_dc' ? ($rec->metadata->dc->{title} || [''])->[0] : $rec->metadata->title;
print "GetRecord\t", $rec->identifier, "\t", $title, "\n";
