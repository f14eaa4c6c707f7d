import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_30: torch.Tensor):
        attn_weights_31 = torch.nn.functional.softmax(attn_weights_30, dim=-1)
        attn_weights_reshaped_10 = attn_weights_31.view(1, 6, 8, 64)
        attn_weights_31 = None
        attn_weights_32 = attn_weights_reshaped_10.view(6, 8, 64)
        attn_weights_reshaped_10 = None
        attn_probs_10 = torch.nn.functional.dropout(attn_weights_32, p=0.0, training=False)
        attn_weights_32 = None
        return (attn_probs_10,)
