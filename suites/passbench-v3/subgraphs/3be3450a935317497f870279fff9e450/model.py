import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_2: torch.Tensor, L_self_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_: torch.nn.parameter.Parameter):
        attn_output_3 = torch._C._nn.linear(attn_output_2, L_self_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_, None)
        dropout_2 = torch.nn.functional.dropout(attn_output_3, 0.1, False, False)
        attn_output_3 = None
        return (dropout_2,)
