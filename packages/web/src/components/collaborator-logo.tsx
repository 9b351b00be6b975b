/**
 * The collaborator mark in the footer: a town-council style emblem for "Getxoko Udala"
 * (invented for the portal, not the council's real logo): a shield with a lighthouse over the
 * sea beside the council's name in Basque and Spanish.
 */
export function CollaboratorLogo({ title }: { title: string }) {
  return (
    <svg width="200" height="56" viewBox="0 0 200 56" role="img" focusable="false">
      <title>{title}</title>
      <path d="M6 6h36v22c0 12-8 20-18 24C14 48 6 40 6 28z" fill="#a61e4d" />
      <path d="M10 10h28v18c0 9.5-6 16-14 19.5C16 44 10 37.5 10 28z" fill="#fff" />
      {/* lighthouse */}
      <path d="M21 36l1.6-16h2.8L27 36z" fill="#a61e4d" />
      <rect x="21.5" y="16" width="5" height="4" rx="1" fill="#a61e4d" />
      <path d="M27 17.5l6-2M27 18.5l6 2" stroke="#f08c00" strokeWidth="1.4" strokeLinecap="round" />
      {/* sea */}
      <path
        d="M12 39c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5"
        fill="none"
        stroke="#1971c2"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <text x="52" y="25" fontSize="17" fontWeight="800" fill="#212529" fontFamily="system-ui, sans-serif">
        Getxoko Udala
      </text>
      <text x="52" y="42" fontSize="11" fill="#495057" fontFamily="system-ui, sans-serif">
        Ayuntamiento de Getxo
      </text>
    </svg>
  );
}
