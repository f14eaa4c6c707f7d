import torch


class GraphModule(torch.nn.Module):
    def forward(self, chunked_hidden_states_4: torch.Tensor, chunked_value: torch.Tensor):
        context = torch.functional.einsum("bcwd,bcdh->bcwh", (chunked_hidden_states_4, chunked_value))
        view_13 = context.view(1, 12, 512, 64)
        context = None
        attn_output = view_13.transpose(1, 2)
        view_13 = None
        transpose_13 = attn_output.transpose(0, 1)
        attn_output = None
        return (transpose_13,)
