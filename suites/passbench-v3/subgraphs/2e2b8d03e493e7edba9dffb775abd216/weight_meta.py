class Program_weight_tensor_meta_neg_5:
    name = "neg_5"
    shape = [1, 6, 196, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.001645453069683101
    std = 0.08059679704577781
    data = None
    min_val = -0.36719703674316406
    max_val = 0.32926133275032043


class Program_weight_tensor_meta_getitem_48:
    name = "getitem_48"
    shape = [1, 6, 196, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.007899813169687592
    std = 0.0785191452708927
    data = None
    min_val = -0.36952972412109375
    max_val = 0.30679431557655334


class Program_weight_tensor_meta_sin_emb_5:
    name = "sin_emb_5"
    shape = [196, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.40772765279719037
    std = 0.11582109510543996
    data = None
    min_val = -0.005228549242019653
    max_val = 0.8742893934249878


class Program_weight_tensor_meta_mul_14:
    name = "mul_14"
    shape = [1, 6, 196, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.001918169899956199
    std = 0.03374958059228115
    data = None
    min_val = -0.19835717976093292
    max_val = 0.18699049949645996


class Program_weight_tensor_meta_getitem_43:
    name = "getitem_43"
    shape = [1, 6, 1, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0021324578908045546
    std = 0.07640731069240164
    data = None
    min_val = -0.21950878202915192
    max_val = 0.2433367222547531


class Program_weight_tensor_meta_v_2:
    name = "v_2"
    shape = [1, 6, 197, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0010674861322256207
    std = 0.07941835893818773
    data = None
    min_val = -0.3214334547519684
    max_val = 0.32443591952323914
