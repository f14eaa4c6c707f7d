import torch


class GraphModule(torch.nn.Module):
    def forward(self, pooled_output: torch.Tensor, L_self_modules_classifier_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_classifier_parameters_bias_: torch.nn.parameter.Parameter):
        pooled_output_1 = torch.flatten(pooled_output, 1)
        logits = torch._C._nn.linear(pooled_output_1, L_self_modules_classifier_parameters_weight_, L_self_modules_classifier_parameters_bias_)
        pooled_output_1 = None
        return (logits,)
