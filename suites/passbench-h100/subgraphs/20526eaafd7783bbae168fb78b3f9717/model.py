import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_53: torch.Tensor, L_self_modules_pre_logits_modules_fc1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_pre_logits_modules_fc1_parameters_bias_: torch.nn.parameter.Parameter):
        x = torch.conv2d(input_53, L_self_modules_pre_logits_modules_fc1_parameters_weight_, L_self_modules_pre_logits_modules_fc1_parameters_bias_, (1, 1), (0, 0), (1, 1), 1)
        x_1 = torch.nn.functional.relu(x, inplace=True)
        x = None
        x_2 = torch.nn.functional.dropout(x_1, 0.0, False, False)
        x_1 = None
        return (x_2,)
