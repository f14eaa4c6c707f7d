import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_3: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter):
        attn_output_4 = torch._C._nn.linear(attn_output_3, L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_, None)
        dropout_1 = torch.nn.functional.dropout(attn_output_4, 0.0, False, False)
        attn_output_4 = None
        return (dropout_1,)
