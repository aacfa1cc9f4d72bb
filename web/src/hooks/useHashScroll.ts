import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the element named by the URL's #hash (the router does not), e.g. /#programs. */
export function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
