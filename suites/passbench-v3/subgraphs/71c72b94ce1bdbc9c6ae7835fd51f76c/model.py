import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_1: torch.Tensor, L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        reshape_1 = attn_output_1.reshape(1, 18, -1)
        attn_output_2 = reshape_1.contiguous()
        reshape_1 = None
        attn_output_3 = torch._C._nn.linear(attn_output_2, L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_)
        attn_output_2 = None
        hidden_states_3 = torch.nn.functional.dropout(attn_output_3, p=0.1, training=False)
        attn_output_3 = None
        return (hidden_states_3,)
