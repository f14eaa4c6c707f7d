import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_23: torch.Tensor, L_self_modules_block_modules_1_modules_res_unit1_modules_conv1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_block_modules_1_modules_res_unit1_modules_conv1_parameters_bias_: torch.nn.parameter.Parameter):
        output_tensor_9 = torch.conv1d(hidden_states_23, L_self_modules_block_modules_1_modules_res_unit1_modules_conv1_parameters_weight_, L_self_modules_block_modules_1_modules_res_unit1_modules_conv1_parameters_bias_, (1,), (3,), (1,), 1)
        hidden_states_24 = output_tensor_9.reshape(1, 128, -1)
        output_tensor_9 = None
        return (hidden_states_24,)
