class Program_weight_tensor_meta_getitem_6:
    name = "getitem_6"
    shape = [1, 18816, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0004424136418706698
    std = 0.03801695506633063
    data = None
    min_val = -0.20660243928432465
    max_val = 0.20203255116939545


class Program_weight_tensor_meta_residual_temporal_1:
    name = "residual_temporal_1"
    shape = [1, 18816, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -7.591591482047737e-06
    std = 0.0008799328021764041
    data = None
    min_val = -0.003155031008645892
    max_val = 0.0029138601385056973


class Program_weight_tensor_meta_embeddings_10:
    name = "embeddings_10"
    shape = [1, 18817, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00044234637851156593
    std = 0.03801596731123179
    data = None
    min_val = -0.20660243928432465
    max_val = 0.20203255116939545
