/**
 * `mobileView` leaves the address on a window wider than the mobile layout (document 2 §2: "removed
 * when the device is not mobile"), and so the tab links built from the address. Only with
 * JavaScript: without it the server cannot know the window's width, the address keeps the
 * parameter and CSS alone shows the search page (decision 040). A module of its own because every
 * hydrated page runs it (root), and the mobile home's components are not needed there.
 */
import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";

import { MOBILE_MAX_WIDTH, withoutMobileView } from "./mobile-home.ts";

/** Replaces the address, without a new history entry or a scroll, when the window is wide. */
export function useWideWindowDropsMobileView() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const to = withoutMobileView(location.pathname, location.search);
    if (!to || window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches) return;
    navigate(`${to}${location.hash}`, { replace: true, preventScrollReset: true });
  }, [location, navigate]);
}
