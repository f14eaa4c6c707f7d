class Program_weight_tensor_meta_unsqueeze_4:
    name = "unsqueeze_4"
    shape = [1, 300, 1]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 299


class Program_weight_tensor_meta_enc_outputs_coord_logits:
    name = "enc_outputs_coord_logits"
    shape = [1, 1029, 10]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.987833347450308e-09
    std = 0.7800945244496341
    data = None
    min_val = -4.007333278656006
    max_val = 4.0073370933532715


class Program_weight_tensor_meta_topk_ind:
    name = "topk_ind"
    shape = [1, 300]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 299
