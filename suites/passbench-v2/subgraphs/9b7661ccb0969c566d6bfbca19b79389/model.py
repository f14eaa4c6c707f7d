import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_parameters_logit_scale_: torch.nn.parameter.Parameter, image_embeds_1: torch.Tensor):
        logit_scale = L_self_parameters_logit_scale_.exp()
        t = image_embeds_1.t()
        return (t, logit_scale)
