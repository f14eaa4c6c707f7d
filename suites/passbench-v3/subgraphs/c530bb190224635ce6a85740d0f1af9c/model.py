import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights: torch.Tensor):
        attn_weights_1 = torch.nn.functional.softmax(attn_weights, dim=-1)
        attn_weights_reshaped = attn_weights_1.view(1, 6, 260, 260)
        attn_weights_1 = None
        attn_weights_2 = attn_weights_reshaped.view(6, 260, 260)
        attn_weights_reshaped = None
        attn_probs = torch.nn.functional.dropout(attn_weights_2, p=0.0, training=False)
        attn_weights_2 = None
        return (attn_probs,)
