import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_3: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter):
        linear_2 = torch._C._nn.linear(hidden_states_3, L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_encoder_modules_block_modules_0_modules_0_modules_attention_modules_self_modules_value_parameters_bias_)
        view_2 = linear_2.view((1, 49, -1, 32))
        linear_2 = None
        return (view_2,)
