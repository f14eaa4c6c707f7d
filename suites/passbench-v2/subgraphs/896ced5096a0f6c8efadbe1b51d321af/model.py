import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear: torch.Tensor):
        qkv = linear.reshape(1024, 64, 3, 1, -1)
        unbind = torch.unbind(qkv, 2)
        qkv = None
        query = unbind[0]
        key = unbind[1]
        value = unbind[2]
        unbind = None
        mul = query * 0.10206207261596575
        transpose = key.transpose(-2, -1)
        attn_weights = mul @ transpose
        mul = transpose = None
        softmax = torch.nn.functional.softmax(attn_weights, dtype=torch.bfloat16, dim=-1)
        attn_weights = None
        attn_weights_1 = softmax.to(torch.bfloat16)
        softmax = None
        query_1 = query.transpose(1, 2)
        query = None
        return (key, value, query_1)
