// Tables of the 'content' area.
export {};
