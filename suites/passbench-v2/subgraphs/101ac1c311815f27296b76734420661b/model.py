import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_13: torch.Tensor, L_self_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_bias_: torch.nn.parameter.Parameter):
        attn_output_14 = torch._C._nn.linear(attn_output_13, L_self_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_weight_, L_self_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_bias_)
        hidden_states_19 = torch.nn.functional.dropout(attn_output_14, 0.0, False, False)
        attn_output_14 = None
        return (hidden_states_19,)
