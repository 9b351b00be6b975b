// Tables of the 'news' area.
export {};
