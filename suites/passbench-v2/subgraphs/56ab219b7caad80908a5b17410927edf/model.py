import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_47: torch.Tensor):
        qkv_11 = linear_47.reshape(1, 49, 3, 8, -1)
        unbind_11 = torch.unbind(qkv_11, 2)
        qkv_11 = None
        query_25 = unbind_11[0]
        key_22 = unbind_11[1]
        value_22 = unbind_11[2]
        unbind_11 = None
        mul_11 = query_25 * 0.10206207261596575
        transpose_55 = key_22.transpose(-2, -1)
        attn_weights_22 = mul_11 @ transpose_55
        mul_11 = transpose_55 = None
        softmax_11 = torch.nn.functional.softmax(attn_weights_22, dtype=torch.float32, dim=-1)
        attn_weights_22 = None
        attn_weights_23 = softmax_11.to(torch.float32)
        softmax_11 = None
        query_26 = query_25.transpose(1, 2)
        query_25 = None
        return (key_22, value_22, query_26)
