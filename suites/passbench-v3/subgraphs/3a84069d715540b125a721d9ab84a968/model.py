import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_32: torch.Tensor):
        attn_weights_33 = torch.nn.functional.softmax(attn_weights_32, dim=-1)
        attn_weights_34 = torch.nn.functional.dropout(attn_weights_33, p=0.0, training=False)
        attn_weights_33 = None
        return (attn_weights_34,)
