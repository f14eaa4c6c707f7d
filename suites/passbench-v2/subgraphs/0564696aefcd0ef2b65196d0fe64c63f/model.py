import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_19: torch.Tensor, L_self_modules_trunk_output_modules_block1_modules_block1_1_modules_f_modules_b_modules_1_buffers_running_mean_: torch.Tensor, L_self_modules_trunk_output_modules_block1_modules_block1_1_modules_f_modules_b_modules_1_buffers_running_var_: torch.Tensor, L_self_modules_trunk_output_modules_block1_modules_block1_1_modules_f_modules_b_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_trunk_output_modules_block1_modules_block1_1_modules_f_modules_b_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_20 = torch.nn.functional.batch_norm(input_19, L_self_modules_trunk_output_modules_block1_modules_block1_1_modules_f_modules_b_modules_1_buffers_running_mean_, L_self_modules_trunk_output_modules_block1_modules_block1_1_modules_f_modules_b_modules_1_buffers_running_var_, L_self_modules_trunk_output_modules_block1_modules_block1_1_modules_f_modules_b_modules_1_parameters_weight_, L_self_modules_trunk_output_modules_block1_modules_block1_1_modules_f_modules_b_modules_1_parameters_bias_, False, 0.1, 1e-05)
        input_21 = torch.nn.functional.relu(input_20, inplace=True)
        input_20 = None
        scale_5 = torch.nn.functional.adaptive_avg_pool2d(input_21, 1)
        return (scale_5, input_21)
