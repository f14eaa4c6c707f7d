import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_2: torch.Tensor, L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_tag_sub_embeddings_modules_1_parameters_weight_: torch.nn.parameter.Parameter, xpath_subs_seq: torch.Tensor):
        embedding_5 = torch.nn.functional.embedding(getitem_2, L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_tag_sub_embeddings_modules_1_parameters_weight_, None, None, 2.0, False, False)
        getitem_3 = xpath_subs_seq[(slice(None, None, None), slice(None, None, None), 1)]
        return (getitem_3, embedding_5)
