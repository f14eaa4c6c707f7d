import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_28: torch.Tensor, unsqueeze_17: torch.Tensor):
        attn_29 = attn_28 + unsqueeze_17
        attn_30 = attn_29.view(-1, 16, 49, 49)
        attn_29 = None
        attn_31 = torch.nn.functional.softmax(attn_30, dim=-1)
        attn_30 = None
        attn_32 = torch.nn.functional.dropout(attn_31, p=0.0, training=False)
        attn_31 = None
        return (attn_32,)
