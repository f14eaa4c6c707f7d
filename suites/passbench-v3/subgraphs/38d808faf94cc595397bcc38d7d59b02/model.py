import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_67: torch.Tensor, key_67: torch.Tensor, value_35: torch.Tensor, attention_mask_3: torch.Tensor):
        attn_output_295 = torch._C._nn.scaled_dot_product_attention(query_67, key_67, value_35, attn_mask=attention_mask_3, dropout_p=0.0, scale=0.1767766952966369, is_causal=False)
        attn_output_296 = attn_output_295.reshape(1, -1, 5184, 32)
        attn_output_295 = None
        return (attn_output_296,)
