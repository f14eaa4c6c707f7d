import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_35: torch.Tensor, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter):
        linear_14 = torch._C._nn.linear(hidden_states_35, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_attention_modules_self_modules_value_parameters_bias_)
        view_12 = linear_14.view(1, -1, 2, 16)
        linear_14 = None
        return (view_12,)
