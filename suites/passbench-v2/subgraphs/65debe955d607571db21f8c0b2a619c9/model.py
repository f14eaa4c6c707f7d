import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_probs: torch.Tensor, value_states_2: torch.Tensor):
        attn_output_24 = torch.bmm(attn_probs, value_states_2)
        attn_output_25 = attn_output_24.view(1, 16, 1, 64)
        attn_output_24 = None
        attn_output_26 = attn_output_25.transpose(1, 2)
        attn_output_25 = None
        return (attn_output_26,)
