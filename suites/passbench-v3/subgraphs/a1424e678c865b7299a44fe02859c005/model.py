import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_18: torch.Tensor):
        attn_weights_19 = torch.nn.functional.softmax(attn_weights_18, dim=-1)
        attn_weights_reshaped_6 = attn_weights_19.view(1, 6, 64, 196)
        attn_weights_19 = None
        attn_weights_20 = attn_weights_reshaped_6.view(6, 64, 196)
        attn_weights_reshaped_6 = None
        attn_probs_6 = torch.nn.functional.dropout(attn_weights_20, p=0.0, training=False)
        attn_weights_20 = None
        return (attn_probs_6,)
