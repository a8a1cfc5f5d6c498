/**
 * @module
 * A table's header that stays in view, on both axes. A wide table scrolls sideways in a box of
 * its own; CSS keeps a header `position: sticky` only within that box, which never scrolls up
 * and down (a box that did would trap a phone's swipe in a strip of rows). So once the real
 * header has left the top of the screen, a copy of it is shown there, fixed, as wide as the box
 * and scrolled sideways with it, its cells as wide as the real ones (its first columns pinned
 * as theirs are). The copy is for the eye and the pointer: hidden from screen readers (the real
 * header is where it was), out of the tab order, and a click on one of its buttons presses the
 * real one. It follows the real header as it changes (a sort, columns shown or hidden).
 */

/** Starts the copy of `table`'s header over the screen's top edge; returns what stops it. */
export function stickyHeader(scroller: HTMLElement, table: HTMLTableElement): () => void {
  const head = table.tHead;
  if (!head) return () => {};
  const frame = document.createElement('div');
  frame.className = 'sticky-head';
  frame.setAttribute('aria-hidden', 'true');
  const copyTable = document.createElement('table');
  copyTable.className = table.className;
  frame.append(copyTable);
  scroller.before(frame);

  let cells: HTMLTableCellElement[] = [];
  // A header laid out otherwise (the comparison's on a phone, a line of names) is not copied over the top.
  let tabular = true;
  const resize = new ResizeObserver(() => measure());

  function copy(): void {
    const clone = head!.cloneNode(true) as HTMLTableSectionElement;
    for (const el of clone.querySelectorAll('[id]')) el.removeAttribute('id');
    for (const el of clone.querySelectorAll<HTMLElement>('button, a, input, select, [tabindex]')) el.tabIndex = -1;
    copyTable.replaceChildren(clone);
    resize.disconnect();
    cells = [...head!.querySelectorAll<HTMLTableCellElement>('th, td')];
    for (const cell of cells) resize.observe(cell);
    resize.observe(scroller);
    measure();
  }

  function measure(): void {
    tabular = getComputedStyle(head!).display === 'table-header-group';
    const copies = copyTable.querySelectorAll<HTMLTableCellElement>('th, td');
    cells.forEach((cell, i) => {
      const width = `${cell.getBoundingClientRect().width}px`;
      const target = copies[i];
      if (target) target.style.width = target.style.minWidth = target.style.maxWidth = width;
    });
    copyTable.style.width = `${table.getBoundingClientRect().width}px`;
    place();
  }

  let frameRequested = false;
  function place(): void {
    const box = scroller.getBoundingClientRect();
    const headBox = head!.getBoundingClientRect();
    const tableBox = table.getBoundingClientRect();
    // Shown from when the real header leaves the top until the last row does.
    const stuck = tabular && headBox.top < 0 && tableBox.bottom > headBox.height * 2;
    frame.classList.toggle('stuck', stuck);
    if (!stuck) return;
    frame.style.left = `${box.left + scroller.clientLeft}px`;
    frame.style.width = `${scroller.clientWidth}px`;
    frame.scrollLeft = scroller.scrollLeft;
  }
  const onScroll = () => {
    if (frameRequested) return;
    frameRequested = true;
    requestAnimationFrame(() => {
      frameRequested = false;
      place();
    });
  };
  // Sideways in the box: the copy follows in the same frame.
  const onBoxScroll = () => {
    frame.scrollLeft = scroller.scrollLeft;
  };
  const onClick = (event: MouseEvent) => {
    const cell = (event.target as Element | null)?.closest('th, td');
    if (!cell) return;
    const index = [...copyTable.querySelectorAll('th, td')].indexOf(cell);
    cells[index]?.querySelector<HTMLElement>('button, a')?.click();
  };

  const changes = new MutationObserver(() => copy());
  changes.observe(head, { subtree: true, childList: true, attributes: true, characterData: true });
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  scroller.addEventListener('scroll', onBoxScroll, { passive: true });
  frame.addEventListener('click', onClick);
  copy();

  return () => {
    changes.disconnect();
    resize.disconnect();
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    scroller.removeEventListener('scroll', onBoxScroll);
    frame.remove();
  };
}
