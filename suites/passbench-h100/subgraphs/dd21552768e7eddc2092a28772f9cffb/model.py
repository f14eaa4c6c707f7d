import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_1: torch.Tensor, L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_bias_: torch.nn.parameter.Parameter):
        input_2 = torch.nn.functional.layer_norm(input_1, (64,), L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_weight_, L_self_modules_sensor_encoder_modules_mlp1_modules_1_parameters_bias_, 1e-05)
        input_3 = torch.nn.functional.silu(input_2, inplace=False)
        input_2 = None
        return (input_3,)
