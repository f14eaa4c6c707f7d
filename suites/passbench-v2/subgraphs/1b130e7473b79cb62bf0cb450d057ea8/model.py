import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_17: torch.Tensor, unsqueeze_11: torch.Tensor):
        attn_18 = attn_17 + unsqueeze_11
        attn_19 = attn_18.view(-1, 8, 49, 49)
        attn_18 = None
        attn_20 = torch.nn.functional.softmax(attn_19, dim=-1)
        attn_19 = None
        attn_21 = torch.nn.functional.dropout(attn_20, p=0.0, training=False)
        attn_20 = None
        return (attn_21,)
