// Tables of the 'diagnostics' area.
export {};
