class Program_weight_tensor_meta_query:
    name = "query"
    shape = [196, 12, 96, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.000841498224522687
    std = 0.11025749902567088
    data = None
    min_val = -0.6320839524269104
    max_val = 0.5936917066574097


class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [196, 12, 64, 96]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0008312073676747907
    std = 0.11353414430485201
    data = None
    min_val = -0.6420301198959351
    max_val = 0.6069351434707642
