import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, getitem_3: torch.Tensor, L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_subs_sub_embeddings_modules_1_parameters_weight_: torch.nn.parameter.Parameter, xpath_tags_seq: torch.Tensor):
        embedding_6 = torch.nn.functional.embedding(getitem_3, L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_subs_sub_embeddings_modules_1_parameters_weight_, None, None, 2.0, False, False)
        getitem_4 = xpath_tags_seq[(slice(None, None, None), slice(None, None, None), 2)]
        return (getitem_4, embedding_6)
