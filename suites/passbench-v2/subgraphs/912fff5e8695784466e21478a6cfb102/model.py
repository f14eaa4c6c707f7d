import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_9: torch.Tensor):
        qkv_2 = linear_9.reshape(49, 16, 3, 2, -1)
        unbind_2 = torch.unbind(qkv_2, 2)
        qkv_2 = None
        query_5 = unbind_2[0]
        key_4 = unbind_2[1]
        value_4 = unbind_2[2]
        unbind_2 = None
        mul_2 = query_5 * 0.10206207261596575
        transpose_10 = key_4.transpose(-2, -1)
        attn_weights_4 = mul_2 @ transpose_10
        mul_2 = transpose_10 = None
        softmax_2 = torch.nn.functional.softmax(attn_weights_4, dtype=torch.float16, dim=-1)
        attn_weights_4 = None
        attn_weights_5 = softmax_2.to(torch.float16)
        softmax_2 = None
        query_6 = query_5.transpose(1, 2)
        query_5 = None
        return (key_4, value_4, query_6)
