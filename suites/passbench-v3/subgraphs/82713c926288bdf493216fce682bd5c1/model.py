import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_33: torch.Tensor):
        attn_weights_34 = torch.nn.functional.softmax(attn_weights_33, dim=-1)
        attn_weights_reshaped_11 = attn_weights_34.view(1, 6, 8, 8)
        attn_weights_34 = None
        attn_weights_35 = attn_weights_reshaped_11.view(6, 8, 8)
        attn_weights_reshaped_11 = None
        attn_probs_11 = torch.nn.functional.dropout(attn_weights_35, p=0.0, training=False)
        attn_weights_35 = None
        return (attn_probs_11,)
