import { useEffect, useState } from 'react';

/**
 * 2.3-10: the bar gets a background once scrolled, hides on scroll down and comes back on scroll up or
 * within 20 px of the top. On mobile (≤ 767 px) it hides only where `hideOnMobile` (product pages).
 */
export function useHeaderVisibility(hideOnMobile: boolean) {
  const [scrolled, setScrolled] = useState(false);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const mobile = window.matchMedia('(max-width: 767px)');
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setScrolled(y > 0);
      const mayHide = !mobile.matches || hideOnMobile;
      if (y <= 20 || !mayHide) setHidden(false);
      else if (y > last + 4) setHidden(true);
      else if (y < last - 4) setHidden(false);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [hideOnMobile]);
  return { scrolled, hidden };
}
