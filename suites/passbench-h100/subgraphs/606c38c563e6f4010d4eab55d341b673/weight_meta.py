class Program_weight_tensor_meta_q:
    name = "q"
    shape = [1, 12, 19, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0004150322063515775
    std = 0.11179709833842774
    data = None
    min_val = -0.44615137577056885
    max_val = 0.4491221010684967


class Program_weight_tensor_meta_k:
    name = "k"
    shape = [1, 12, 19, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0008588612542589066
    std = 0.11081130926272063
    data = None
    min_val = -0.41875186562538147
    max_val = 0.4520513713359833


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [1, 12, 19, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.000983841968491106
    std = 0.1109180814293691
    data = None
    min_val = -0.46225208044052124
    max_val = 0.4117523729801178


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 19, 19]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
