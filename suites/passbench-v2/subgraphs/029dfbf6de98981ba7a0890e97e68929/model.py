import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_43: torch.Tensor):
        qkv_10 = linear_43.reshape(1, 196, 3, 8, -1)
        unbind_10 = torch.unbind(qkv_10, 2)
        qkv_10 = None
        query_22 = unbind_10[0]
        key_20 = unbind_10[1]
        value_20 = unbind_10[2]
        unbind_10 = None
        mul_10 = query_22 * 0.10206207261596575
        transpose_50 = key_20.transpose(-2, -1)
        attn_weights_20 = mul_10 @ transpose_50
        mul_10 = transpose_50 = None
        softmax_10 = torch.nn.functional.softmax(attn_weights_20, dtype=torch.float32, dim=-1)
        attn_weights_20 = None
        attn_weights_21 = softmax_10.to(torch.float32)
        softmax_10 = None
        reshape_35 = query_22.reshape(1, 14, 14, -1)
        query_22 = None
        return (reshape_35, key_20, value_20)
