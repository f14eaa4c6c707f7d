import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights_3: torch.Tensor, value_states_3: torch.Tensor):
        attn_output_4 = torch.matmul(attn_weights_3, value_states_3)
        transpose_9 = attn_output_4.transpose(1, 2)
        attn_output_4 = None
        return (transpose_9,)
