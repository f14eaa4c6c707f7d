import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_21: torch.Tensor):
        attn_weights_22 = torch.nn.functional.softmax(attn_weights_21, dim=-1)
        attn_weights_reshaped_7 = attn_weights_22.view(1, 6, 72, 72)
        attn_weights_22 = None
        attn_weights_23 = attn_weights_reshaped_7.view(6, 72, 72)
        attn_weights_reshaped_7 = None
        attn_probs_7 = torch.nn.functional.dropout(attn_weights_23, p=0.0, training=False)
        attn_weights_23 = None
        return (attn_probs_7,)
