export default function Page() {
  return (
    <main id="main" className="page-container">
      <h1>admin login</h1>
    </main>
  );
}
