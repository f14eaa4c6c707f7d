import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_14: torch.Tensor, L_self_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        output_tensor_6 = torch.conv1d(hidden_states_14, L_self_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_weight_, L_self_modules_block_modules_0_modules_res_unit3_modules_conv1_parameters_bias_, (1,), (27,), (9,), 1)
        hidden_states_15 = output_tensor_6.reshape(1, 64, -1)
        output_tensor_6 = None
        return (hidden_states_15,)
