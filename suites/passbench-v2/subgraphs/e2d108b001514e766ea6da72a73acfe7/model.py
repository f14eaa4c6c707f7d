import torch


class GraphModule(torch.nn.Module):
    def forward(self, text_embeds: torch.Tensor, to_1: torch.Tensor, L_self_parameters_logit_scale_: torch.nn.parameter.Parameter, L_self_parameters_logit_bias_: torch.nn.parameter.Parameter):
        logits_per_text = torch.matmul(text_embeds, to_1)
        logit_scale = L_self_parameters_logit_scale_.to(torch.device(type="cpu"))
        logit_bias = L_self_parameters_logit_bias_.to(torch.device(type="cpu"))
        return (logit_scale, logits_per_text, logit_bias)
