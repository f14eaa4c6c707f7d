import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_18: torch.Tensor, L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_19 = torch._C._nn.linear(attn_output_18, L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_)
        hidden_states_30 = torch.nn.functional.dropout(attn_output_19, p=0.0, training=False)
        attn_output_19 = None
        return (hidden_states_30,)
