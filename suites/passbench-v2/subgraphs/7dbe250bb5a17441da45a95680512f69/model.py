import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, matmul: torch.Tensor, mask: torch.Tensor):
        attn_weights = matmul * 0.125
        attn_weights_1 = attn_weights + mask
        attn_weights = None
        softmax = torch.nn.functional.softmax(attn_weights_1, dim=-1, dtype=torch.float32)
        attn_weights_1 = None
        attn_weights_2 = softmax.to(torch.float32)
        softmax = None
        attn_weights_3 = torch.nn.functional.dropout(attn_weights_2, p=0.0, training=False)
        attn_weights_2 = None
        return (attn_weights_3,)
