import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_probs: torch.Tensor, value_states_2: torch.Tensor):
        attn_output = torch.bmm(attn_probs, value_states_2)
        attn_output_1 = attn_output.view(1, 16, 128, 64)
        attn_output = None
        attn_output_2 = attn_output_1.transpose(1, 2)
        attn_output_1 = None
        return (attn_output_2,)
