import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, features_174: torch.Tensor, L_self_modules_model_modules_stages_modules_3_modules_layers_modules_2_parameters_gamma_: torch.nn.parameter.Parameter):
        features_175 = features_174 * L_self_modules_model_modules_stages_modules_3_modules_layers_modules_2_parameters_gamma_
        features_176 = features_175.permute(0, 3, 1, 2)
        features_175 = None
        return (features_176,)
